"""Train PPO on the grid world and report the mean episode return."""
import jax
import jax.numpy as jnp

from rlpack import collect, compute_gae, load_config
from rlpack import envs
from rlpack.agents import actor_critic, init_actor_critic, make_update
from rlpack.config import ENV_DEFAULTS
from rlpack.rollout import flatten
from rlpack.utils import EpisodeTracker, linear_anneal, print_metrics


def train(cfg):
    env = envs.make("grid", **ENV_DEFAULTS)
    key = jax.random.key(cfg.seed)
    k_init, k_reset, key = jax.random.split(key, 3)
    params = init_actor_critic(k_init, env.obs_dim, env.n_actions, cfg.hidden)
    optimizer, update = make_update(actor_critic, cfg)
    opt_state = optimizer.init(params)
    env_state, obs = jax.vmap(env.reset)(jax.random.split(k_reset, cfg.n_envs))
    tracker = EpisodeTracker(cfg.n_envs)

    for i in range(cfg.n_updates):
        key, k_roll, k_upd = jax.random.split(key, 3)
        env_state, obs, traj = collect(env, actor_critic, params, env_state, obs, k_roll, cfg.n_steps)
        _, last_value = actor_critic(params, obs)
        adv, returns = compute_gae(traj.reward, traj.value, traj.done, last_value, cfg.gamma, cfg.gae_lambda)
        params, opt_state, metrics = update(params, opt_state, flatten(traj, adv, returns), k_upd)
        tracker.update(traj.reward, traj.done)
        metrics["ent_coef"] = linear_anneal(cfg.ent_coef, 0.0, i / cfg.n_updates)
        print_metrics(i, metrics, tracker)
    return params, tracker


def main():
    cfg = load_config(n_updates=2)
    params, tracker = train(cfg)
    assert jnp.isfinite(params["pi"]["w"]).all()
    return tracker.mean_return()


if __name__ == "__main__":
    main()
