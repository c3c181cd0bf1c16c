import jax

from rl.gae import compute_gae
from rl.policy import log_prob, value
from rl.ppo import ppo_loss


def update(params, rollout, lr=3e-3, epochs=4):
    values = value(params, rollout["obs"])
    adv, returns = compute_gae(rollout["rewards"], values, rollout["dones"], rollout["last_value"])
    batch = {
        "obs": rollout["obs"],
        "actions": rollout["actions"],
        "old_logp": log_prob(params, rollout["obs"], rollout["actions"]),
        "adv": adv,
        "returns": returns,
    }
    for _ in range(epochs):
        grads, _ = jax.grad(ppo_loss, has_aux=True)(params, batch)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params


update_jit = jax.jit(update, static_argnames="epochs")
