import env
from utils.loops import rollout


def run():
    final, states = rollout(env.step, env.reset(), length=5)
    return final.pos, states.t
