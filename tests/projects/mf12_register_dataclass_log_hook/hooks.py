import jax


def maybe_log(state, loss):
    if state.step % state.log_every == 0:  # expect: JAX101
        jax.debug.print("step {s} loss {l}", s=state.step, l=loss)
