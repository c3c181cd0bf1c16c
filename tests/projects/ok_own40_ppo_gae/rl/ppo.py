import jax.numpy as jnp

from rl.policy import log_prob, value


def ppo_loss(params, batch, clip_eps=0.2, vf_coef=0.5):
    logp = log_prob(params, batch["obs"], batch["actions"])
    ratio = jnp.exp(logp - batch["old_logp"])
    adv = (batch["adv"] - batch["adv"].mean()) / (batch["adv"].std() + 1e-8)
    pg_loss = -jnp.mean(jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv))
    v_loss = jnp.mean((value(params, batch["obs"]) - batch["returns"]) ** 2)
    approx_kl = jnp.mean(batch["old_logp"] - logp)
    return pg_loss + vf_coef * v_loss, {"kl": approx_kl, "v_loss": v_loss}
