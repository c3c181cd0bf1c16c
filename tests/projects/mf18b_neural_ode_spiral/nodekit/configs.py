"""Nested dict configuration with a recursive merge for overrides."""
import copy

CONFIG = {
    "data": {"n_traj": 8, "n_obs": 10, "t_max": 2.0, "noise": 0.01, "seed": 0},
    "model": {"hidden": 24, "depth": 2, "time_dependent": True},
    "solver": {"method": "rk4", "substeps": 2, "max_dt": 0.12},
    "eval_solver": {"rtol": 1e-4, "atol": 1e-6, "max_steps": 200, "dt0": 0.05},
    "train": {"lr": 1e-2, "n_iters": 15, "log_every": 5},
}


def merge(base, overrides):
    out = copy.deepcopy(base)
    for key, value in overrides.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out
