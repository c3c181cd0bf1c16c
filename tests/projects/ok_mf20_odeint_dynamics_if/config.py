PARAMS = {"g": 9.81, "damping": 0.1, "amp": 0.5, "freq": 2.0, "t_off": 3.0}
