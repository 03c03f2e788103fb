wrong_b
