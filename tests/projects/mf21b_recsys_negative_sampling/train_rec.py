"""Train two recommenders from the registry on synthetic implicit feedback and report hit rate."""
import jax

from recsys import Trainer, build_model, get_config
from recsys.data import InteractionLog
from recsys.metrics import hit_rate_at_k


def main():
    cfg = get_config()
    log = InteractionLog.synthetic(cfg.data.n_users, cfg.data.n_items, cfg.data.per_user, seed=0)
    results = {}
    for name in ("two_tower", "mf"):
        cfg.model.name = name
        model = build_model(cfg.model, n_users=log.n_users, n_items=log.n_items)
        params = model.init(jax.random.PRNGKey(0))
        trainer = Trainer(cfg.train)
        params = trainer.fit(model.bpr_loss, params, log, key=jax.random.PRNGKey(1))
        users, held_out = log.held_out()
        results[name] = hit_rate_at_k(model, params, users, held_out, k=cfg.eval.k)
    print(results)
    return results


if __name__ == "__main__":
    main()
