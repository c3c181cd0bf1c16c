def format_metrics(step, metrics):
    return f"step {step:4d} " + " ".join(f"{k}={float(v):.3f}" for k, v in sorted(metrics.items()))
