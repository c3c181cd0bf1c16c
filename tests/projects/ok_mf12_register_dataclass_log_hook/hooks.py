import jax


def maybe_log(state, loss):
    if state.log_every > 0:
        jax.debug.print("step {s} loss {l}", s=state.step, l=loss)
