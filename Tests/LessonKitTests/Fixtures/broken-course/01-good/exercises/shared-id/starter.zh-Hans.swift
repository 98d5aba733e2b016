// starter.zh-Hans.swift
