from .augment import random_flip, random_brightness
from .loader import batches, synthetic_dataset
