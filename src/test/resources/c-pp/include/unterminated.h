#if 1
open
