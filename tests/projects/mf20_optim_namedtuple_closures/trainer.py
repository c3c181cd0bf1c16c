import jax

from losses import mse


def make_train_step(opt):
    @jax.jit
    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        updates, opt_state = opt.update(grads, opt_state)
        params = jax.tree_util.tree_map(lambda p, u: p + u, params, updates)
        return params, opt_state, loss

    return step
