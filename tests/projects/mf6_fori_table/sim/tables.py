__all__ = ["DECAY", "N_PHASES"]

DECAY = [0.9, 0.8, 0.7, 0.6]
N_PHASES = len(DECAY)
