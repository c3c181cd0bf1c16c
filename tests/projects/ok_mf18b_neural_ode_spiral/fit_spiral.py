"""Fit a neural ODE to spiral trajectories; evaluate with the adaptive solver."""
from functools import partial

import jax
import jax.numpy as jnp
import optax

from nodekit import CONFIG, init_vector_field, make_spiral_dataset, merge, trajectory_loss, vector_field
from nodekit.solvers import integrate_adaptive
from nodekit.utils import get_logger, load_params, save_params


def split_static(params):
    """The flag that picks the architecture is not a leaf to optimise."""
    arrays = {"layers": params["layers"]}
    return arrays, params["time_dependent"]


def main(overrides=None):
    cfg = merge(CONFIG, overrides or {})
    log = get_logger()
    batch = make_spiral_dataset(cfg["data"])
    params = init_vector_field(jax.random.key(1), 2, **cfg["model"])
    arrays, time_dependent = split_static(params)
    optimizer = optax.adam(cfg["train"]["lr"])
    opt_state = optimizer.init(arrays)

    def loss_fn(arrays, batch):
        return trajectory_loss({**arrays, "time_dependent": time_dependent}, batch, cfg["solver"])

    @jax.jit
    def step(arrays, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(arrays, batch)
        updates, opt_state = optimizer.update(grads, opt_state)
        return optax.apply_updates(arrays, updates), opt_state, loss

    for i in range(cfg["train"]["n_iters"]):
        arrays, opt_state, loss = step(arrays, opt_state, batch)
        if i % cfg["train"]["log_every"] == 0:
            log.info("iter %d loss %.5f", i, float(loss))

    blob, treedef = save_params(arrays)
    restored = load_params(blob, treedef)
    ev = cfg["eval_solver"]
    solve = partial(integrate_adaptive, vector_field, rtol=ev["rtol"], atol=ev["atol"],
                    max_steps=ev["max_steps"], dt0=ev["dt0"])

    def solve_one(y0, ts, arrays):
        return solve(y0, ts, {**arrays, "time_dependent": time_dependent})

    predict = jax.jit(jax.vmap(solve_one, in_axes=(0, None, None), out_axes=1))
    preds = predict(batch["ys"][0], batch["ts"], restored)
    err = float(jnp.mean((preds - batch["ys"]) ** 2))
    log.info("adaptive-solver eval mse %.5f", err)
    return err


if __name__ == "__main__":
    main()
