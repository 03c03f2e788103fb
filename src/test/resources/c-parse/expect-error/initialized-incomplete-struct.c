// EXPECT-ERROR: 3:15: variable 'c' has incomplete type 'struct config'
struct config;
struct config c = { 1 };
