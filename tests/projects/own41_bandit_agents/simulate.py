import jax
import jax.numpy as jnp

from agents import EpsilonGreedy


def main(n_envs=16, n_arms=5):
    agent = EpsilonGreedy(epsilon=0.1, n_arms=n_arms)
    keys = jax.random.split(jax.random.PRNGKey(0), n_envs)
    q_values = jax.random.normal(jax.random.PRNGKey(1), (n_envs, n_arms))
    actions = jax.vmap(agent.act)(q_values, keys)
    print(actions)
    return actions


if __name__ == "__main__":
    main()
