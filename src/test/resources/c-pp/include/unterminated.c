#include "unterminated.h"
#endif
