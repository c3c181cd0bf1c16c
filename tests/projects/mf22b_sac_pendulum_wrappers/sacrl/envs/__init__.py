from .pendulum import Pendulum
from .wrappers import ClipAction, TimeLimit, RescaleAction

_ENVS = {"pendulum": Pendulum}


def make(name, max_episode_steps=200, **kwargs):
    env = _ENVS[name](**kwargs)
    env = RescaleAction(env, -1.0, 1.0)
    env = ClipAction(env)
    return TimeLimit(env, max_episode_steps)
