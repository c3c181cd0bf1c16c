CONFIG = {"scale": 2.0, "shift": 1.0}
