"""Samplers by name: each is `sampler(score_fn, sde, params, key, shape, n_steps, snr)`."""
from .euler import euler_maruyama
from .pc import predictor_corrector

SAMPLERS = {"euler": euler_maruyama, "pc": predictor_corrector}


def get_sampler(name):
    return SAMPLERS[name]
