// EXPECT-ERROR: 2:1: use of undefined enum 'E'
enum E e;
