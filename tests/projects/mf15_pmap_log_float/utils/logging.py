def summarize(loss, grad_norm):
    return {"loss": float(loss), "grad_norm": grad_norm}  # expect: JAX105
