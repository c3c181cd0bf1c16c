"""Warmup then sampling for a batch of chains: one scan per phase, vmapped over chains."""
import jax
from jax import lax


def warmup(kernel, adapter, key, state, step_size, n_steps):
    def body(carry, k):
        state, step_size = carry
        state, info = kernel.step(k, state, step_size)
        return (state, adapter.update(step_size, info.accept_prob)), info.accept_prob

    (state, step_size), accept = lax.scan(body, (state, adapter.init(step_size)), jax.random.split(key, n_steps))
    return state, step_size, accept.mean()


def sample_chain(kernel, key, state, step_size, n_samples):
    def body(state, k):
        state, info = kernel.step(k, state, step_size)
        return state, (state.position, info.accepted)

    _, (positions, accepted) = lax.scan(body, state, jax.random.split(key, n_samples))
    return positions, accepted.mean()


def run_chains(kernel, adapter, key, init_positions, cfg):
    def one_chain(key, position):
        k_warm, k_samp = jax.random.split(key)
        state = kernel.init(position)
        state, step_size, warm_accept = warmup(kernel, adapter, k_warm, state, cfg.step_size, cfg.n_warmup)
        positions, accept_rate = sample_chain(kernel, k_samp, state, step_size, cfg.n_samples)
        return {"positions": positions, "accept_rate": accept_rate, "step_size": step_size,
                "warmup_accept": warm_accept}

    keys = jax.random.split(key, init_positions.shape[0])
    return jax.jit(jax.vmap(one_chain))(keys, init_positions)
