#include "b.h"
a_h
