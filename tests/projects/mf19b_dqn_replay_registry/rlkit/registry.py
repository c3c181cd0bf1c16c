"""Name -> constructor tables for environments and agents."""
from .agents.dqn import DQN
from .envs.cartpole import CartPole
from .envs.wrappers import TimeLimit

ENVS = {"cartpole": CartPole}
AGENTS = {"dqn": DQN}


def make_env(name, max_steps=200, **kwargs):
    env = ENVS[name](**kwargs)
    return TimeLimit(env, max_steps)


def make_agent(name, *args, **kwargs):
    return AGENTS[name](*args, **kwargs)
