NOISE_LEVELS = [0.5, 0.25, 0.1, 0.05]


def noise_for(stage):
    return NOISE_LEVELS[stage]  # expect: JAX201


def n_stages():
    return len(NOISE_LEVELS)
