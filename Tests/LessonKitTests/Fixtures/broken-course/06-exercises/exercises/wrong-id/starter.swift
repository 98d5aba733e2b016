// starter.swift
