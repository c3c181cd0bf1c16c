"""Fit a neural ODE to a damped spiral with an adaptive solver and an escape event."""
import jax

from odeflow import NeuralODE, Trainer, make_field, make_solver
from odeflow.data import spiral
from odeflow.events import load_events
from odeflow.train.callbacks import EarlyStopping, History

SETTINGS = {"solver": "heun_euler", "field": "mlp", "events": ["escape"], "rtol": 1e-3, "steps": 3}


def main(settings=SETTINGS):
    ts, ys = spiral(n=12)
    field = make_field(settings["field"], dim=2, hidden=16, depth=2)
    solver = make_solver(settings["solver"], rtol=settings["rtol"])
    model = NeuralODE(field, solver, events=load_events(settings["events"]))
    params = field.init(jax.random.PRNGKey(0))
    trainer = Trainer(lr=1e-2, callbacks=[History(), EarlyStopping(patience=5)])
    params = trainer.fit(model.loss, params, (ts, ys), steps=settings["steps"])
    print("trajectory", model.predict(params, ys[0], ts).shape)
