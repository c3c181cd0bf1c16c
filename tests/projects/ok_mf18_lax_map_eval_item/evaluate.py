import metrics


def eval_step(w, batch):
    logits = batch["x"] @ w
    return {"loss": metrics.cross_entropy(logits, batch["y"]), "acc": metrics.accuracy(logits, batch["y"])}
