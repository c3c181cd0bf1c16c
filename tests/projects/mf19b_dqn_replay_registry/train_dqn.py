"""Train DQN on cart-pole."""
import jax

from rlkit import make_agent, make_env
from rlkit.config import DQNConfig
from rlkit.loop import make_train
from rlkit.schedules import linear


def main(cfg=DQNConfig()):
    env = make_env(cfg.env)
    agent = make_agent(cfg.agent, env.obs_dim, env.n_actions)
    train = make_train(env, agent, linear(cfg.eps_start, cfg.eps_end, cfg.eps_steps), n_envs=cfg.n_envs,
                       batch_size=cfg.batch_size, steps=cfg.steps)
    final, losses, return_per_episode = train(jax.random.key(cfg.seed))
    print("final loss", float(losses[-1]), "return per episode", float(return_per_episode))
    return final


if __name__ == "__main__":
    main()
