import numpy as np

DECAY = np.linspace(0.9, 0.5, 4)
NAMES = ("fast", "mid", "slow", "frozen")
