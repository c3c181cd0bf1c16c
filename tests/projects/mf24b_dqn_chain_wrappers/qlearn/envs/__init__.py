"""Environments and wrappers by name."""
from .chain import ChainEnv
from .wrappers import RewardScale, TimeLimit

ENVS = {"chain": ChainEnv}
WRAPPERS = {"time_limit": TimeLimit, "reward_scale": RewardScale}


def make_env(name, wrappers=()):
    env = ENVS[name]()
    for wrapper, options in wrappers:
        env = WRAPPERS[wrapper](env, **options)
    return env
