import jax
import jax.numpy as jnp

from rl import Chain, EpsilonGreedy, rollout


def main():
    env = Chain(8)
    agent = EpsilonGreedy(2, eps=0.1)
    q = jnp.zeros((8, 2)).at[:, 1].set(1.0)
    returns = [float(rollout(env, agent, q, jax.random.key(seed), 32)) for seed in range(3)]
    return sum(returns) / len(returns)


if __name__ == "__main__":
    print(main())
