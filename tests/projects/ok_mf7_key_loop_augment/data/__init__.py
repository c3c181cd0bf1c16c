from .augment import jitter
