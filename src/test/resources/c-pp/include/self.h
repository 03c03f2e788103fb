#ifndef SELF_H
#define SELF_H
self_start
#include "self.h"
self_end
#endif
