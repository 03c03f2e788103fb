b_h
