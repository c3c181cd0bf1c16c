def summarize(loss, grad_norm):
    return {"loss": loss, "grad_norm": grad_norm}
