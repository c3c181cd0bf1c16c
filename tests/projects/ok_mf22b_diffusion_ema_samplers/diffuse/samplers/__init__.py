from .ddim import DDIMSampler
from .ddpm import DDPMSampler

SAMPLERS = {"ddpm": DDPMSampler, "ddim": DDIMSampler}


def get_sampler(name, model, schedule, **kwargs):
    return SAMPLERS[name](model, schedule, **kwargs)
