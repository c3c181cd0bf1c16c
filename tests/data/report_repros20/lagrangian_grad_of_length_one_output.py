# Thread: https://github.com/MilesCranmer/lagrangian_nns/issues/6
# Shape: a learned Lagrangian whose network output keeps its trailing axis (the `jnp.squeeze` was removed), so `jax.grad` of it inside the equations of motion sees a shape-(1,) output
# expect: TypeError at line 24
import jax
import jax.numpy as jnp


def nn_forward_fn(params, state):
    h = jnp.tanh(state @ params["w1"])
    return h @ params["w2"]


def learned_dynamics(params):
    def lagrangian(q, q_t):
        state = jnp.concatenate([q, q_t])
        return nn_forward_fn(params, state)

    return lagrangian


def lagrangian_eom(lagrangian, state):
    q, q_t = jnp.split(state, 2)
    hess = jax.hessian(lagrangian, 1)(q, q_t)
    dl_dq = jax.grad(lagrangian, 0)(q, q_t)
    return jnp.concatenate([q_t, jnp.linalg.pinv(hess) @ dl_dq])


params = {"w1": jnp.ones((4, 8)) * 0.1, "w2": jnp.ones((8, 1)) * 0.1}
print(lagrangian_eom(learned_dynamics(params), jnp.ones(4)))
