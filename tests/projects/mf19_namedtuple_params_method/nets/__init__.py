from .dense import Dense, init_dense
