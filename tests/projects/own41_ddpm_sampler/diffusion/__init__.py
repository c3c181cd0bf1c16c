from .schedule import make_schedule
from .sampler import sample
