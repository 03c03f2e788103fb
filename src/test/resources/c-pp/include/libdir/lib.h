lib_h
