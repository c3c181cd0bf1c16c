"""The clipped PPO objective and the jitted epoch/minibatch update."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .distributions import entropy, log_prob


def ppo_loss(params, apply_fn, batch, cfg):
    logits, values = apply_fn(params, batch["obs"])
    logp = log_prob(logits, batch["actions"])
    ratio = jnp.exp(logp - batch["logp"])
    adv = batch["adv"]
    adv = (adv - adv.mean()) / np.sqrt(adv.var() + 1e-8)  # expect: JAX501
    pg_loss = -jnp.mean(jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - cfg.clip_eps, 1 + cfg.clip_eps) * adv))
    v_clipped = batch["values"] + jnp.clip(values - batch["values"], -cfg.clip_eps, cfg.clip_eps)
    v_loss = 0.5 * jnp.mean(jnp.maximum((values - batch["returns"]) ** 2, (v_clipped - batch["returns"]) ** 2))
    ent = jnp.mean(entropy(logits))
    total = pg_loss + cfg.vf_coef * v_loss - cfg.ent_coef * ent
    approx_kl = jnp.mean((ratio - 1) - jnp.log(ratio))
    return total, {"pg_loss": pg_loss, "v_loss": v_loss, "entropy": ent, "approx_kl": approx_kl}


def make_optimizer(cfg):
    return optax.chain(optax.clip_by_global_norm(cfg.max_grad_norm), optax.adam(cfg.lr, eps=1e-5))


def make_update(apply_fn, cfg):
    optimizer = make_optimizer(cfg)
    grad_fn = jax.value_and_grad(ppo_loss, has_aux=True)

    def minibatch_step(carry, mb):
        params, opt_state = carry
        (loss, aux), grads = grad_fn(params, apply_fn, mb, cfg)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return (optax.apply_updates(params, updates), opt_state), {"loss": loss, **aux}

    def epoch(carry, key):
        params, opt_state, batch = carry
        perm = jax.random.permutation(key, cfg.batch_size)
        shuffled = jax.tree.map(lambda x: x[perm].reshape((cfg.n_minibatches, cfg.minibatch_size) + x.shape[1:]), batch)
        (params, opt_state), metrics = jax.lax.scan(minibatch_step, (params, opt_state), shuffled)
        return (params, opt_state, batch), metrics

    @jax.jit
    def update(params, opt_state, batch, key):
        keys = jax.random.split(key, cfg.n_epochs)
        (params, opt_state, _), metrics = jax.lax.scan(epoch, (params, opt_state, batch), keys)
        return params, opt_state, jax.tree.map(jnp.mean, metrics)

    return optimizer, update
