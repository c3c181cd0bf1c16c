import numpy as np

_table = None


def load_tables(scale):
    global _table
    _table = np.arange(3.0) * scale
