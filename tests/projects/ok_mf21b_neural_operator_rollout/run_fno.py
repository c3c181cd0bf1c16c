"""Fit a 1-D Fourier neural operator to Burgers-equation steps and roll it out autoregressively."""
import jax

from fnokit import FNOConfig, Rollout, Trainer, build_fno
from fnokit.callbacks import EarlyStop, History
from fnokit.data import Normalizer, burgers_trajectories
from fnokit.losses import OneStepLoss


def main():
    cfg = FNOConfig()
    traj = burgers_trajectories(n_traj=6, n_steps=cfg.horizon + 1, n_grid=cfg.n_grid, seed=0)
    normalizer = Normalizer.fit(traj)
    model = build_fno(cfg)
    params = model.init(jax.random.PRNGKey(0))
    objective = OneStepLoss(model, normalizer)
    history = History()
    trainer = Trainer(cfg, callbacks=[history, EarlyStop(patience=50)])
    params = trainer.fit(objective.loss, params, traj)
    rollout = Rollout(model, normalizer, n_steps=cfg.horizon, blowup=cfg.blowup)
    pred = rollout(params, traj[0, 0])
    error = float(abs(pred - traj[0, 1:]).mean())
    print("final loss", history.losses[-1], "rollout error", error)
    return error


if __name__ == "__main__":
    main()
