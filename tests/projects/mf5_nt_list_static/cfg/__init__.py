from cfg.schema import ModelConfig
