int x;
#include "nothere.h"
