import numpy as np


def format_summary(name, result, rhat, ess, seconds):
    acc = np.asarray(result["accept_rate"]).mean()
    step = np.asarray(result["step_size"]).mean()
    lines = [f"{name}: accept={acc:.2f} step={step:.3f} time={seconds:.1f}s"]
    for d, (r, e) in enumerate(zip(rhat, ess)):
        lines.append(f"  dim {d}: rhat={r:.3f} ess={e:.0f}")
    return "\n".join(lines)
