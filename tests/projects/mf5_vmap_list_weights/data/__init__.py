from .classes import CLASS_WEIGHTS, NUM_CLASSES
